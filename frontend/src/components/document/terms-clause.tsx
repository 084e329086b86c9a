import { documentClasses as doc } from './document-paper';

export interface ClauseTerm {
  key: string;
  title: string;
  text: string;
}

// A numbered clause of a contract or quotation document listing its terms as sub-clauses.
export function TermsClause({ title, terms, empty }: { title: string; terms: ClauseTerm[]; empty: string }) {
  return (
    <li>
      <strong>{title}.</strong>{' '}
      {terms.length === 0 ? (
        empty
      ) : (
        <ol className={doc.clauses}>
          {terms.map((term) => (
            <li key={term.key}>
              <em>{term.title}.</em> {term.text}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
