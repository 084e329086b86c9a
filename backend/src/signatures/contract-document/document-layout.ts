// The layout new contract documents are fixed with, recorded in ContractDocumentFixed: the clauses
// of the builder's preview, from the machines' one list. Documents whose event names no layout were
// fixed with the first one and are rendered with it again (contract-document-layout-1.ts).
export const CONTRACT_DOCUMENT_LAYOUT = 2;
