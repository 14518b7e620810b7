/**
 * A list of cards in two modes:
 *  - 'select': a radio group for the payment flow (legend = `label`; expired cards are marked and,
 *    unless `allowExpired`, cannot be chosen); the checked card is the one `cardsEqual` to `selected`.
 *  - 'manage': a plain list with a remove button per card ("Remove Visa debit ending in 1111").
 */
import { useId } from 'react';
import type { TCardId, TPaymentCard } from '@lender/contract';
import { cardsEqual } from '@lender/domain';
import { CardSummary, cardIsExpired, useCardName } from './card-summary';
import { useCardsText } from './i18n';
import styles from './cards.module.css';
import { NameWithContext } from '../ui/name-with-context';
import { useGroupError } from '../ui/group-error';
import { Radio } from '../ui/choice';

/** A stable React key / DOM id part for a card. */
export const cardKey = (card: Pick<TPaymentCard, 'cardIds'>): string =>
  card.cardIds.map((cardId) => `${cardId.type}:${cardId.id}`).join('|');

interface CommonProps {
  cards: readonly TPaymentCard[];
  /** the group's (select) or list's (manage) accessible name */
  label: string;
  now?: Date;
}

export interface SelectCardListProps extends CommonProps {
  mode: 'select';
  selected?: readonly TCardId[] | null;
  onSelect: (card: TPaymentCard) => void;
  allowExpired?: boolean;
  /** the group's error ('Choose a card to pay with.'), tied to the group */
  error?: string;
  /** why a card cannot be chosen (e.g. it cannot receive money), or null: such a card is disabled with the reason as its description */
  reasonOf?: (card: TPaymentCard) => string | null;
}

export interface ManageCardListProps extends CommonProps {
  mode: 'manage';
  onRemove: (card: TPaymentCard) => void;
  /** disables the remove buttons (a removal is running) */
  busy?: boolean;
}

export type CardListProps = SelectCardListProps | ManageCardListProps;

function SelectList({
  cards,
  label,
  now,
  selected,
  onSelect,
  allowExpired = false,
  error,
  reasonOf,
}: SelectCardListProps) {
  const name = useId();
  const { groupProps, message } = useGroupError(error, styles.fieldError);
  const cardName = useCardName();
  return (
    <fieldset className={styles.group} {...groupProps}>
      <legend className={styles.legend}>{label}</legend>
      {cards.map((card) => {
        const id = `${name}-${cardKey(card)}`;
        const reason = reasonOf?.(card) ?? null;
        const disabled = reason !== null || (!allowExpired && cardIsExpired(card, now));
        return (
          <Radio
            key={cardKey(card)}
            framed
            rowClassName={reason ? styles.optionDisabled : undefined}
            name={name}
            checked={selected ? cardsEqual([...card.cardIds], [...selected]) : false}
            disabled={disabled}
            onChange={() => onSelect(card)}
            aria-label={cardName(card)}
            aria-describedby={reason ? `${id}-reason` : `${id}-summary`}
          >
            <span id={`${id}-summary`} className={styles.optionLabel}>
              <CardSummary card={card} now={now} named />
              {reason && (
                <span id={`${id}-reason`} className={styles.muted}>
                  {reason}
                </span>
              )}
            </span>
          </Radio>
        );
      })}
      {message}
    </fieldset>
  );
}

function ManageList({ cards, label, now, onRemove, busy = false }: ManageCardListProps) {
  const { t } = useCardsText();
  const cardName = useCardName();
  return (
    <ul className={styles.list} aria-label={label}>
      {cards.map((card) => (
        <li key={cardKey(card)} className={styles.row} aria-label={cardName(card)}>
          <CardSummary card={card} now={now} />
          <button
            type="button"
            className={styles.remove}
            disabled={busy}
            onClick={() => onRemove(card)}
          >
            <NameWithContext context={t('list.removeContext', { name: cardName(card) })}>
              {t('list.remove')}
            </NameWithContext>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CardList(props: CardListProps) {
  return props.mode === 'select' ? <SelectList {...props} /> : <ManageList {...props} />;
}
