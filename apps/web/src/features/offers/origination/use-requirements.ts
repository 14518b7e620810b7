/**
 * The answers a flagged product asks before its loan (decision 060, 063): whether she is married and her spouse's name
 * and address (a community-property state), and the demographics. The domain's rules give instant feedback; "Get my
 * loan" saves the spouse (POST /spouseAddress) and hands the demographics to POST /loanOriginate. What she typed is
 * kept (requirements-draft); the server's 400 and 409 land on the field they name, and focus goes to the first error.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDemographicData, TOriginationInfoResponse } from '@lender/contract';
import { demographicIssues, spouseAddressIssues } from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import { errorReason } from '../../../shared/ui/query-state';
import { useDemographicReference, useSaveSpouse } from './requirements-api';
import {
  EMPTY_ANSWERS,
  clearRequirementsDraft,
  keepRequirementsDraft,
  readRequirementsDraft,
  type RequirementsAnswers,
} from './requirements-draft';

export type RequirementErrors = Partial<Record<string, string>>;
type Issue = { field: string; code: string; params?: Record<string, string> | undefined };
export type Prepared = { ok: false } | { ok: true; demographicData?: TDemographicData };

/** Focuses the first field marked invalid (a group's first choice) once the errors are drawn. */
function focusFirstError(container: HTMLElement | null) {
  requestAnimationFrame(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  });
}

export function useRequirements(customerId: string, info: TOriginationInfoResponse) {
  const { t } = useTranslation('offers');
  const { spouseAddress, demographics } = info.requirements;
  const reference = useDemographicReference(info.applicationId, demographics.required);
  const saveSpouse = useSaveSpouse();
  const container = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState<RequirementsAnswers>(
    () => readRequirementsDraft(customerId, info.applicationId) ?? EMPTY_ANSWERS,
  );
  const [errors, setErrors] = useState<RequirementErrors>({});
  const chosen = { ...(reference.data?.demographicData ?? {}), ...answers.demographics };
  // an answer on file stands until she answers again
  const spouseAsked = spouseAddress.required && !(spouseAddress.answered && answers.married === '');

  const change = (next: RequirementsAnswers, touched: string[]) => {
    setAnswers(next);
    keepRequirementsDraft(customerId, info.applicationId, next);
    setErrors((current) => {
      const rest = { ...current };
      for (const field of [...touched, 'form']) delete rest[field];
      return rest;
    });
  };

  const issueText = (issue: Issue) =>
    t(`origination.requirements.issues.${issue.code}`, issue.params ?? {});

  const show = (next: RequirementErrors) => {
    setErrors(next);
    focusFirstError(container.current);
  };

  const issues = (): Issue[] => [
    ...(!spouseAsked
      ? []
      : answers.married === ''
        ? [{ field: 'married', code: 'married.required' }]
        : spouseAddressIssues({
            married: answers.married === 'yes',
            spouse: {
              firstName: answers.firstName,
              lastName: answers.lastName,
              address: answers.address,
            },
          })),
    ...(demographics.required && !demographics.answered ? demographicIssues(chosen) : []),
  ];

  /** Checks the answers, saves the spouse; the demographics for POST /loanOriginate, or not ok (errors shown). */
  const prepare = async (): Promise<Prepared> => {
    const found = issues();
    if (found.length > 0) {
      const next: RequirementErrors = {};
      for (const issue of found) next[issue.field] ??= issueText(issue);
      show(next);
      return { ok: false };
    }
    if (spouseAsked) {
      const married = answers.married === 'yes';
      try {
        await saveSpouse.mutateAsync({
          applicationId: info.applicationId,
          married,
          ...(married && {
            spouse: {
              firstName: answers.firstName.trim(),
              lastName: answers.lastName.trim(),
              address: answers.address,
            },
          }),
        });
      } catch (error) {
        refuse(error);
        return { ok: false };
      }
    }
    const data =
      demographics.required && demographicIssues(chosen).length === 0
        ? (chosen as TDemographicData)
        : undefined;
    return { ok: true, ...(data && { demographicData: data }) };
  };

  /** The server's refusal on the field it names (true), or not one of ours (false). */
  const refuse = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status >= 500) {
      show({ form: t('origination.requirements.saveError', { reason: errorReason(error) }) });
      return true;
    }
    const field = error.field?.replace(/^body\./, '');
    const message = error.serverMessage ?? error.message;
    if (error.errorCode === 'origination.spouseAddressRequired') show({ married: message });
    else if (error.errorCode === 'origination.demographicsRequired')
      show({ demographics: message });
    else if (field?.startsWith('spouse') || field === 'married') show({ [field]: message });
    else return false;
    return true;
  };

  return {
    needed: spouseAddress.required || demographics.required,
    spouseAddress,
    demographics,
    reference,
    answers: { ...answers, demographics: chosen },
    errors,
    container,
    pending: saveSpouse.isPending,
    change,
    prepare,
    refuse,
    done: clearRequirementsDraft,
  };
}

export type Requirements = ReturnType<typeof useRequirements>;
