/** A second step just confirmed: what it was, the recovery codes to show once, and a full token if one came. */
export interface NewSecondStep {
  what: string;
  recoveryCodes?: string[];
  /** Answered when the session was limited to enrolment (MFA_REQUIRED): the session to carry on with. */
  token?: string;
}
