import { Type, type Static } from 'typebox';
import { OptText, Text } from './fields';

/** Identity verification (product.md /mine/auth): the centre and the submission, real users only. */

export const RealNameBody = Type.Object({
  name: Text(64),
  card_id: Text(32),
  front_pic: OptText(300),
  reverse_pic: OptText(300),
});
export type RealNameBody = Static<typeof RealNameBody>;

/** The verification centre: review_status a ReviewStatus, the ID number masked, `reason` why a review was rejected, and who the user is. */
export interface VerificationCentre {
  review_status: number;
  name: string;
  card_id: string;
  reason: string;
  invite_code: string;
  email: string;
  uid: string;
}
