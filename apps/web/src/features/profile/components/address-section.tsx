/**
 * The home and mailing addresses (spec §3 addresses, sameAddresses): shown, and edited in place — checked with the
 * domain's customerInfoIssues as the borrower saves, then POST /customerinfo (which checks the same again).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customerInfoIssues, type AddressInput } from '@lender/domain';
import type { TAddress, TPersonalInfoResponse } from '@lender/contract';
import { recordMarketingEvent } from '../../../shared/session/marketing-events';
import { updateMarketingProfile } from '../../../shared/session/marketing-profile';
import { useSaveCustomerInfo } from '../api';
import { AddressFields, EMPTY_ADDRESS, preloadStreetCombobox } from './address-fields';
import { fieldErrors, type FieldErrors } from './field-errors';
import { SaveMessage } from './save-message';
import content from '../../../shared/ui/content.module.css';
import { Checkbox } from '../../../shared/ui/choice';
import controls from '../../../shared/ui/controls.module.css';
import styles from './profile.module.css';

const oneLine = (address: TAddress | null) =>
  address
    ? [address.line1, address.line2, address.city, `${address.state} ${address.zip}`]
        .filter(Boolean)
        .join(', ')
    : null;
const withoutEmptyLine2 = ({ line2, ...rest }: AddressInput): TAddress =>
  line2?.trim() ? { ...rest, line2 } : rest;

export function AddressSection({ info }: { info: TPersonalInfoResponse }) {
  const { t } = useTranslation('profile');
  const save = useSaveCustomerInfo();
  const [editing, setEditing] = useState(false);
  const [home, setHome] = useState<AddressInput>(info.homeAddress ?? EMPTY_ADDRESS);
  const [same, setSame] = useState(info.sameAddresses);
  const [mailing, setMailing] = useState<AddressInput>(info.mailingAddress ?? EMPTY_ADDRESS);
  const [errors, setErrors] = useState<FieldErrors>({});
  // the street suggestions' chunk arrives after the profile has painted, before an edit needs it
  useEffect(preloadStreetCombobox, []);

  const issuesOf = (nextHome: AddressInput, nextMailing: AddressInput) =>
    fieldErrors(
      customerInfoIssues({ homeAddress: nextHome, mailingAddress: same ? null : nextMailing }),
      t,
    );
  // once the form has shown errors, each change (a typed letter, a chosen suggestion) checks again: no stale error stays
  const changeHome = (next: AddressInput) => {
    setHome(next);
    if (Object.keys(errors).length > 0) setErrors(issuesOf(next, mailing));
  };
  const changeMailing = (next: AddressInput) => {
    setMailing(next);
    if (Object.keys(errors).length > 0) setErrors(issuesOf(home, next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = issuesOf(home, mailing);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        customer: {
          homeAddress: withoutEmptyLine2(home),
          mailingAddress: same ? null : withoutEmptyLine2(mailing),
        },
      },
      {
        onSuccess: () => {
          setEditing(false);
          // decision 059: the saved address's state, and her marketing profile when the state changed
          recordMarketingEvent('addressUpdated', { state: home.state });
          if (home.state !== info.homeAddress?.state) updateMarketingProfile({ state: home.state });
        },
      },
    );
  };

  return (
    <section className={content.card} aria-labelledby="profile-addresses">
      <h2 id="profile-addresses">{t('address.heading')}</h2>
      <SaveMessage error={save.error} saved={save.isSuccess && !editing} />
      {!editing ? (
        <>
          <dl className={content.facts}>
            <dt>{t('address.home')}</dt>
            <dd>{oneLine(info.homeAddress) ?? t('address.none')}</dd>
            <dt>{t('address.mailing')}</dt>
            <dd>{info.sameAddresses ? t('address.sameAsHome') : oneLine(info.mailingAddress)}</dd>
          </dl>
          <button
            type="button"
            className={controls.buttonSecondary}
            onClick={() => setEditing(true)}
          >
            {t('address.edit')}
          </button>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AddressFields
            legend={t('address.home')}
            prefix="homeAddress"
            value={home}
            onChange={changeHome}
            errors={errors}
          />
          <Checkbox checked={same} onChange={(event) => setSame(event.target.checked)}>
            {t('address.mailingSame')}
          </Checkbox>
          {!same && (
            <AddressFields
              legend={t('address.mailing')}
              prefix="mailingAddress"
              value={mailing}
              onChange={changeMailing}
              errors={errors}
            />
          )}
          <div className={styles.row}>
            <button type="submit" className={controls.button} disabled={save.isPending}>
              {t(save.isPending ? 'common.saving' : 'common.save')}
            </button>
            <button
              type="button"
              className={controls.buttonSecondary}
              onClick={() => setEditing(false)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
