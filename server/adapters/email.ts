/**
 * Email adapter. Local default: the outbox table, readable in Admin Tools (and by tests).
 * With SMTP_URL set, mail is also delivered through nodemailer and the outbox row records
 * the delivery result.
 */
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for: verification, invitation, reset… */
  kind: string;
}

export interface EmailAdapter {
  readonly transport: 'outbox' | 'smtp';
  send(db: DbOrTx, message: EmailMessage): Promise<void>;
}

export class OutboxEmail implements EmailAdapter {
  readonly transport = 'outbox' as const;
  async send(db: DbOrTx, message: EmailMessage) {
    await db.insert(emailOutbox).values({ ...message, transport: this.transport, sent_at: new Date() });
  }
}

export class SmtpEmail implements EmailAdapter {
  readonly transport = 'smtp' as const;
  private transporter: Promise<import('nodemailer').Transporter>;
  constructor(
    url: string,
    private from: string,
  ) {
    this.transporter = import('nodemailer').then((m) => m.default.createTransport(url));
  }
  async send(db: DbOrTx, message: EmailMessage) {
    let error: string | null = null;
    try {
      const t = await this.transporter;
      await t.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    await db.insert(emailOutbox).values({ ...message, transport: this.transport, error, sent_at: error ? null : new Date() });
  }
}

export function createEmailAdapter(config: { smtpUrl?: string; mailFrom: string }): EmailAdapter {
  return config.smtpUrl ? new SmtpEmail(config.smtpUrl, config.mailFrom) : new OutboxEmail();
}
