import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTRACTED_STATUSES, invoicedAmount, receivedAmount, sumAmounts } from '@samvida/machines';
import { In, type Repository } from 'typeorm';
import { AgreementRow } from './agreement.entity.js';

// The dashboard's money figures for one user (accounts spec §3 "Client report"), exact decimal strings.
export interface ClientReport {
  totalSellerContractAmount: string;
  totalSellerInvoiceAmount: string;
  totalSellerInvoiceAmountCleared: string;
  totalBuyerContractAmount: string;
  totalBuyerInvoiceAmount: string;
  totalBuyerInvoiceAmountCleared: string;
  totalCashIn: string;
  totalCashOut: string;
}

interface Figures {
  contract: string[];
  invoiced: string[];
  cleared: string[];
}

// Sums the caller's contracts, published invoices and received payments, split by their side.
@Injectable()
export class ClientReportQuery {
  constructor(@InjectRepository(AgreementRow) private readonly agreements: Repository<AgreementRow>) {}

  async of(userId: string): Promise<ClientReport> {
    const rows = await this.agreements.find({
      where: [
        { sellerId: userId, status: In([...CONTRACTED_STATUSES]) },
        { buyerId: userId, status: In([...CONTRACTED_STATUSES]) },
      ],
      // Invoices and payments only: the stored state without its lines has them.
      select: { sellerId: true, totalValue: true, stateExceptLines: true },
    });
    const sides: Record<'seller' | 'buyer', Figures> = {
      seller: { contract: [], invoiced: [], cleared: [] },
      buyer: { contract: [], invoiced: [], cleared: [] },
    };
    for (const row of rows) {
      const side = sides[row.sellerId === userId ? 'seller' : 'buyer'];
      side.contract.push(row.totalValue);
      side.invoiced.push(invoicedAmount(row.stateExceptLines));
      side.cleared.push(receivedAmount(row.stateExceptLines));
    }
    const seller = totals(sides.seller);
    const buyer = totals(sides.buyer);
    return {
      totalSellerContractAmount: seller.contract,
      totalSellerInvoiceAmount: seller.invoiced,
      totalSellerInvoiceAmountCleared: seller.cleared,
      totalBuyerContractAmount: buyer.contract,
      totalBuyerInvoiceAmount: buyer.invoiced,
      totalBuyerInvoiceAmountCleared: buyer.cleared,
      totalCashIn: seller.cleared,
      totalCashOut: buyer.cleared,
    };
  }
}

const totals = ({ contract, invoiced, cleared }: Figures) => ({
  contract: sumAmounts(contract),
  invoiced: sumAmounts(invoiced),
  cleared: sumAmounts(cleared),
});
