import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMessage, Transport } from './transport.js';

/** E-mail through any SMTP server (SMTP_URL), sent as plain text. */
export class SmtpEmailTransport implements Transport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
  }
}
