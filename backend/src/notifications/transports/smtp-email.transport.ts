import type { Transporter } from 'nodemailer';
import type { OutgoingMessage, Transport } from './transport.js';

// E-mail through any SMTP server (SMTP_URL), sent as plain text. nodemailer loads on the first send.
export class SmtpEmailTransport implements Transport {
  readonly name = 'smtp';
  private transporter?: Promise<Transporter>;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.smtpUrl),
    );
    const transporter = await this.transporter;
    await transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.body });
  }
}
