import { Injectable } from '@nestjs/common';
import { containsPattern } from '../../common/like-pattern.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { toIndianMobile } from '../../common/indian-mobile.js';
import { ProposalAccess } from '../proposal-access.js';
import type { SearchVendorParams } from '../proposal.requests.js';
import { ProposalRow } from '../read-model/proposal.entity.js';

export type VendorSource = 'contact' | 'past-response';

export interface Vendor {
  usrId: string;
  usrName: string;
  phoneNumber: string | null;
  // Item titles that matched, from the vendor's past quotes.
  matchedItems: string[];
  sources: VendorSource[];
  // Already invited to this RFQ (by account).
  invited: boolean;
}

interface PastQuote {
  seller_id: string;
  title: string;
}

// SearchVendor, for the RFQ's owner: sellers to invite. `q` searches for a phone number or e-mail
// (an exact account) and for item titles; without `q` the RFQ's own item titles are searched.
// Titles match the items sellers quoted on the owner's earlier RFQs.
@Injectable()
export class VendorSearchQuery {
  constructor(
    @InjectRepository(ProposalRow) private readonly proposals: Repository<ProposalRow>,
    private readonly access: ProposalAccess,
    private readonly directory: UserDirectoryService,
  ) {}

  async search({ proposalId, q }: SearchVendorParams, userId: string): Promise<Vendor[]> {
    const { state } = await this.access.own(proposalId, userId);
    const titles = q ? [q] : state.proposal!.context.items.map((item) => item.title);
    const found = new Map<string, { matchedItems: Set<string>; sources: Set<VendorSource> }>();
    const add = (sellerId: string, source: VendorSource, title?: string) => {
      const entry = found.get(sellerId) ?? { matchedItems: new Set(), sources: new Set() };
      entry.sources.add(source);
      if (title) entry.matchedItems.add(title);
      found.set(sellerId, entry);
    };
    const contact = q ? await this.byContact(q) : undefined;
    if (contact) add(contact, 'contact');
    for (const quote of await this.pastQuotes(userId, titles)) add(quote.seller_id, 'past-response', quote.title);
    found.delete(userId);

    const invitedIds = new Set(Object.values(state.invites).map((invite) => invite.context.sellerId));
    const profiles = await this.directory.findByIds([...found.keys()]);
    return [...found.entries()]
      .filter(([sellerId]) => profiles.has(sellerId))
      .map(([sellerId, entry]) => {
        const profile = profiles.get(sellerId)!;
        return {
          usrId: sellerId,
          usrName: profile.usrName,
          phoneNumber: profile.phoneNumber,
          matchedItems: [...entry.matchedItems].sort(),
          sources: [...entry.sources],
          invited: invitedIds.has(sellerId),
        };
      })
      .sort((a, b) => b.matchedItems.length - a.matchedItems.length || a.usrName.localeCompare(b.usrName));
  }

  private async byContact(q: string): Promise<string | undefined> {
    const contact = q.includes('@') ? q : toIndianMobile(q);
    return contact ? (await this.directory.findByContact(contact))?.usrId : undefined;
  }

  // Sellers who quoted, on the owner's RFQs, an item whose title contains one of the search titles.
  private pastQuotes(ownerId: string, titles: string[]): Promise<PastQuote[]> {
    const patterns = titles.filter((title) => title.trim()).map((title) => containsPattern(title.trim()));
    if (patterns.length === 0) return Promise.resolve([]);
    return this.proposals.query(
      `select distinct response->>'userId' as seller_id, item->>'title' as title
         from proposals p
        cross join jsonb_array_elements(p.state->'responses') response
        cross join jsonb_array_elements(response->'rates') rate
        cross join jsonb_array_elements(p.state->'proposal'->'context'->'items') item
        where p.owner_id = $1 and item->>'itemId' = rate->>'itemId' and item->>'title' ilike any($2)`,
      [ownerId, patterns],
    );
  }
}
