/**
 * Listens for what the hosted card form posts to this window (CARD_FORM_MESSAGE of the contract):
 * only from the same origin and from the form's own frame. 'card-form-complete' carries the
 * transactionUuid (the bridge token; '' when the form had none); 'card-form-cancel' carries nothing;
 * 'card-form-resize' carries the height (CSS px) of the form's content; 'card-form-bin' the card number's first 8
 * digits ('' while fewer are typed).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { CARD_FORM_MESSAGE } from '@lender/contract';

export interface CardFormMessageHandlers {
  onComplete: (transactionUuid: string) => void;
  onCancel: () => void;
  onResize?: (height: number) => void;
  onBin?: (cardBin: string) => void;
}

export function useCardFormMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  enabled: boolean,
  handlers: CardFormMessageHandlers,
): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!enabled) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as {
        type?: unknown;
        transactionUuid?: unknown;
        height?: unknown;
        cardBin?: unknown;
      } | null;
      if (typeof data !== 'object' || data === null) return;
      if (data.type === CARD_FORM_MESSAGE.resize) {
        if (typeof data.height === 'number' && Number.isFinite(data.height))
          handlersRef.current.onResize?.(data.height);
      } else if (data.type === CARD_FORM_MESSAGE.complete) {
        handlersRef.current.onComplete(
          typeof data.transactionUuid === 'string' ? data.transactionUuid : '',
        );
      } else if (data.type === CARD_FORM_MESSAGE.cancel) {
        handlersRef.current.onCancel();
      } else if (data.type === CARD_FORM_MESSAGE.bin) {
        if (typeof data.cardBin === 'string' && /^(\d{8})?$/.test(data.cardBin))
          handlersRef.current.onBin?.(data.cardBin);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, frame]);
}
