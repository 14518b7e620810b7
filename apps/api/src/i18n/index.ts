export { MESSAGES, type MessageId } from './messages';
export { messageIdOf, text, translate, type MessageParam, type Text } from './translate';
export { formatLongDate, formatMediumDate, formatMoney, formatMonthYear, INTL_LOCALE, languageOr, pickLanguage } from './language';
