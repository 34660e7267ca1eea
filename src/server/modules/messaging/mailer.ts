import nodemailer from 'nodemailer';

/** One email, as the outbox hands it to the transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same for every attempt at one outbox row (a receiver can tell a retried copy), ending in
   * the domain of the From address (`messageIdOf`).
   */
  messageId: string;
  /** RFC 8058 one-click unsubscribe (non-transactional mail only). */
  unsubscribeUrl?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** The domain of the From address (MAIL_FROM): the right-hand side of every Message-ID. */
  readonly domain: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The domain of a From address, `Name <user@domain>` or `user@domain` (lower case). Mail providers
 * expect a Message-ID whose right-hand side is a domain the sender owns (RFC 5322 §3.6.4), not a
 * bare word; a From without one (it is validated only for length) gives `localhost`.
 */
export function domainOfAddress(from: string): string {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  const domain = address.trim().split('@').pop()?.trim().toLowerCase() ?? '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) && address.includes('@') ? domain : 'localhost';
}

/** `<localPart@domain>`: a Message-ID on the mailer's domain. */
export function messageIdOf(mailer: Pick<Mailer, 'domain'>, localPart: string): string {
  return `<${localPart}@${mailer.domain}>`;
}

export interface MailerLog {
  info(details: object, message: string): void;
}

/**
 * SMTP when `SMTP_URL` is set (e.g. smtp://127.0.0.1:2525); otherwise every email is written to
 * the log instead, so nothing breaks in development.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: MailerLog;
}): Mailer {
  const domain = domainOfAddress(options.from);
  if (!options.smtpUrl) {
    return {
      domain,
      async send(message) {
        options.log.info(
          {
            to: message.to,
            subject: message.subject,
            messageId: message.messageId,
            attachments: message.attachments?.map((file) => file.filename) ?? [],
            text: message.text,
          },
          'email (SMTP_URL unset: logged, not sent)',
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    domain,
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
        attachments: message.attachments ?? [],
      });
    },
    close() {
      transport.close();
    },
  };
}
