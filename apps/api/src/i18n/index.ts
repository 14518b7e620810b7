export { MESSAGES, type MessageId } from './messages';
export {
  messageIdOf,
  storedText,
  text,
  translate,
  type MessageParam,
  type Text,
} from './translate';
export {
  formatLongDate,
  formatMediumDate,
  formatMoney,
  formatMonthYear,
  INTL_LOCALE,
  languageOr,
  pickLanguage,
} from './language';
export { PROFILE_ISSUE_MESSAGES } from './profile-issue-messages';
