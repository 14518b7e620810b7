/**
 * The processor's hosted card form in an iframe (spec §5 Adding a card, §7 Cards): the only place a
 * card number is typed. GET /cardFormKey (transactionType, this page's origin) gives the form's URL;
 * when the form posts 'card-form-complete' with its transactionUuid, POST /cards { save, bridgeToken }
 * stores the card and `onAdded(card)` reports it. 'card-form-cancel' calls `onCancel`. Loading,
 * saving, the spec §8 add-card errors with a retry (a new form session), and 'Please confirm card
 * information is entered correctly' when the form returned no token.
 * The frame takes the height the form reports ('card-form-resize'), and tells the form what its
 * button does (CARD_FORM_MESSAGE.purpose: save the card, or use it for this payment only).
 * With `onToken` instead of `onAdded` (a cash-out), nothing is stored: the completed form's
 * transactionUuid is handed over for the caller to read with GET /cardSecureAcceptance.
 * The card's type (and whether it can receive money) shows under the form as she types (POST /cardLookup).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CARD_FORM_MESSAGE, type TPaymentCard } from '@lender/contract';
import { validateCardToken } from '@lender/domain';
import { ErrorAlert, Loading } from '../ui/query-state';
import { useAddCard, DEFAULT_PROCESSOR_TYPE } from './api/cards';
import { useCardFormKey, type CardTransactionType } from './api/card-form';
import { useCardErrorText } from './card-error';
import { cardFormOrigin, cardFormUrl } from './card-form-url';
import { useCardsText } from './i18n';
import { useCardFormMessages } from './use-card-form-messages';
import { CardLookup } from './card-lookup';
import styles from './cards.module.css';

export interface HostedCardFormProps {
  /** true: a saved card; false: a guest card for this payment only (or a card not stored, with onToken) */
  save: boolean;
  /** the stored card (POST /cards); not called when onToken is given */
  onAdded?: (card: TPaymentCard) => void;
  /** the completed form's transactionUuid, nothing stored (the caller reads what the form took) */
  onToken?: (transactionUuid: string) => void;
  onCancel?: () => void;
  transactionType?: CardTransactionType;
  processorType?: number;
}

/** The frame's height stays within these (CSS px), whatever the form reports. */
const MIN_FRAME_HEIGHT = 160;
const MAX_FRAME_HEIGHT = 2400;

export function HostedCardForm({
  save,
  onAdded,
  onToken,
  onCancel,
  transactionType = 'payment',
  processorType = DEFAULT_PROCESSOR_TYPE,
}: HostedCardFormProps) {
  const { t } = useCardsText();
  const errorText = useCardErrorText();
  const formKey = useCardFormKey(transactionType);
  const addCard = useAddCard();
  const frame = useRef<HTMLIFrameElement>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [cardBin, setCardBin] = useState('');
  const [initialSave] = useState(save);
  const session = formKey.data?.transactionUuid;
  const formUrl = formKey.data?.formUrl;
  const idle = addCard.isIdle && !tokenError;
  const src = useMemo(
    () => (formUrl ? cardFormUrl(formUrl, initialSave ? 'save' : 'use') : undefined),
    [formUrl, initialSave],
  );

  /** the form's button says what it does: it hears the save flag on load and whenever it changes */
  const sendPurpose = useCallback(() => {
    if (!formUrl) return;
    frame.current?.contentWindow?.postMessage(
      { type: CARD_FORM_MESSAGE.purpose, save },
      cardFormOrigin(formUrl),
    );
  }, [formUrl, save]);
  useEffect(sendPurpose, [sendPurpose]);

  const onComplete = useCallback(
    (transactionUuid: string) => {
      const missing = validateCardToken(transactionUuid);
      if (missing) return setTokenError(missing);
      if (transactionUuid !== session) return;
      if (onToken) return onToken(transactionUuid);
      addCard.mutate({ save, bridgeToken: transactionUuid, processorType }, { onSuccess: onAdded });
    },
    [addCard, onAdded, onToken, processorType, save, session],
  );
  const handlers = useMemo(
    () => ({
      onComplete,
      onCancel: () => onCancel?.(),
      onResize: (reported: number) =>
        setHeight(Math.min(Math.max(Math.ceil(reported), MIN_FRAME_HEIGHT), MAX_FRAME_HEIGHT)),
      onBin: setCardBin,
    }),
    [onComplete, onCancel],
  );
  useCardFormMessages(frame, Boolean(session) && idle, handlers);

  const retry = () => {
    setTokenError(null);
    setHeight(null);
    setCardBin('');
    addCard.reset();
    void formKey.refetch();
  };

  if (formKey.isPending || formKey.isFetching) return <Loading text={t('form.loading')} />;
  if (formKey.isError)
    return (
      <ErrorAlert
        message={t('form.addError', { reason: errorText(formKey.error) })}
        onRetry={retry}
      />
    );
  if (tokenError) return <ErrorAlert message={tokenError} onRetry={retry} />;
  if (addCard.isError)
    return (
      <ErrorAlert
        message={t('form.addError', { reason: errorText(addCard.error) })}
        onRetry={retry}
      />
    );
  if (addCard.isSuccess) return null;
  if (addCard.isPending) return <Loading text={t('form.saving')} />;
  return (
    <div className={styles.formWrap}>
      <p className={styles.muted}>{t('form.secureNote')}</p>
      <iframe
        key={formKey.data.transactionUuid}
        ref={frame}
        src={src}
        title={t('form.title')}
        className={styles.frame}
        style={height === null ? undefined : { height }}
        onLoad={sendPurpose}
      />
      <CardLookup cardBin={cardBin} transactionType={transactionType} />
    </div>
  );
}
