/** The alternate-party lock (spec §4 Alternate-party lockout): shared with the renewal's ProductSwitch. */
export { releaseAlternateLock, takeAlternateLock } from '../../../shared/loans/alternate-lock';
