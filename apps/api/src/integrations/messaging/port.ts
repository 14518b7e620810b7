/** The messaging port: email, SMS and voice messages to people. The sandbox is one implementation. */
export type MessageChannel = 'email' | 'sms' | 'voice';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** an email address, or a 10-digit phone number */
  to: string;
  /** a stable name of the message kind, e.g. 'verificationCode' */
  template: string;
  subject?: string;
  body: string;
  /** files sent with an email (a receipt's PDF); other channels ignore them */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MessagingPort {
  send(message: OutgoingMessage): Promise<void>;
}
