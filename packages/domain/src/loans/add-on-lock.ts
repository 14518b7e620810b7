/** Spec §4/§8 Add-on lock: a 400 on the try-lock means locked; other errors mean not locked. */

/** The HTTP status the add-on try-lock answers with when the loan is already locked. */
export const ADD_ON_LOCKED_STATUS = 400;

/** Reads a try-lock outcome: a 400 means locked, any other status (success or error) means not locked. */
export function isAddOnLockedResponse(httpStatus: number): boolean {
  return httpStatus === ADD_ON_LOCKED_STATUS;
}
