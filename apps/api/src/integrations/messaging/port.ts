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
}

export interface MessagingPort {
  send(message: OutgoingMessage): Promise<void>;
}
