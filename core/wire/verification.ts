import { Type, type Static } from 'typebox';
import { OptText, Text } from './fields';
import { callsOf, GET, POST, shape } from './contract';

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

const call = callsOf('funds');

/** Identity verification, real users only. */
export const verificationCalls = {
  centre: call({
    path: '/api/user_real/center',
    methods: GET,
    access: 'real user',
    reply: shape<VerificationCentre>(),
  }),
  submit: call({
    path: '/api/user_real/real_name',
    methods: POST,
    access: 'real user',
    input: RealNameBody,
    reply: shape<null>(),
  }),
};
