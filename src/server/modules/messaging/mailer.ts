import nodemailer from 'nodemailer';

/** One email, as the outbox hands it to the transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one outbox row: a receiver can tell a retried copy. */
  messageId: string;
  /** RFC 8058 one-click unsubscribe (non-transactional mail only). */
  unsubscribeUrl?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
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
  if (!options.smtpUrl) {
    return {
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
