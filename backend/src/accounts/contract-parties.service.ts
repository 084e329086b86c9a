import { Injectable } from '@nestjs/common';
import { contractPartyIdentity, type AgreementState } from '@samvida/machines';
import { UserDirectoryService, type PartyProfile } from './user-directory.service.js';

type Side = 'seller' | 'buyer';

// The parties of a contract as its documents name them: a purchase order's company, GSTIN and
// address (the machines' contractPartyIdentity) over each party's profile.
@Injectable()
export class ContractPartiesService {
  constructor(private readonly directory: UserDirectoryService) {}

  // `known`: profiles the caller already loaded (they must include both parties').
  async of(
    state: AgreementState,
    known?: ReadonlyMap<string, PartyProfile>,
  ): Promise<Record<Side, PartyProfile | undefined>> {
    const { sellerId, buyerId } = state.agreement!.context;
    const profiles = known ?? (await this.directory.findByIds([sellerId ?? '', buyerId ?? '']));
    const sellerProfile = sellerId ? profiles.get(sellerId) : undefined;
    return {
      seller: await this.withOwnSeries(this.named(state, 'seller', sellerProfile), sellerProfile),
      buyer: this.named(state, 'buyer', buyerId ? profiles.get(buyerId) : undefined),
    };
  }

  // An order's seller GSTIN is what the buyer typed. The seller's documents (and so their invoice
  // series) never take a GSTIN another account registered: the profile's GSTIN stands instead.
  private async withOwnSeries(
    seller: PartyProfile | undefined,
    profile: PartyProfile | undefined,
  ): Promise<PartyProfile | undefined> {
    const stated = seller?.usrGstin;
    if (!seller || !profile || !stated || stated.toUpperCase() === profile.usrGstin?.toUpperCase()) return seller;
    const holder = await this.directory.holderOfGstin(stated);
    return holder && holder !== profile.usrId ? { ...seller, usrGstin: profile.usrGstin } : seller;
  }

  private named(state: AgreementState, side: Side, profile: PartyProfile | undefined): PartyProfile | undefined {
    if (!profile) return undefined;
    const identity = contractPartyIdentity(state, side, {
      legalName: profile.usrName,
      gstin: profile.usrGstin,
      address: profile.usrAddress,
    });
    return { ...profile, usrName: identity.legalName, usrGstin: identity.gstin, usrAddress: identity.address };
  }
}
