// The SMS gateway's webhook and the account's SMS key (sms.ts has the message format).
import Type, { type Static } from 'typebox'

export const SmsInboundBody = Type.Object(
  {
    from: Type.String({ minLength: 3, maxLength: 32, description: 'The sender, as the gateway gives it (E.164).' }),
    text: Type.String({ minLength: 1, maxLength: 1600, description: 'The message, as received.' }),
    receivedAt: Type.String({ format: 'date-time', description: 'When the gateway received it.' }),
  },
  { additionalProperties: false },
)
export type SmsInboundBody = Static<typeof SmsInboundBody>

export const SmsInboundResult = Type.Object({
  caseId: Type.Integer({ description: 'The case filed from the message.' }),
  reportId: Type.String({ format: 'uuid', description: "The report's id on the phone (its Idempotency-Key)." }),
})
export type SmsInboundResult = Static<typeof SmsInboundResult>

export const SmsKey = Type.Object({
  key: Type.String({ description: "Base64url HMAC-SHA256 key that signs this account's SMS reports." }),
})
export type SmsKey = Static<typeof SmsKey>

/** An international number in E.164 form: a plus, then 8 to 15 digits. */
export const E164_PATTERN = '^\\+[1-9][0-9]{7,14}$'

/** The hotline's SMS number: where "Send by SMS" sends a report (an admin setting). */
export const SmsHotline = Type.Object(
  {
    number: Type.String({
      pattern: E164_PATTERN,
      description: 'The number the phone sends coded SMS reports to, E.164 (+919820041234).',
    }),
  },
  { additionalProperties: false },
)
export type SmsHotline = Static<typeof SmsHotline>

/** A signed-out phone's one-time claim code and the key it signs its SMS with (docs/sms-reports.md#signed-out). */
export const SmsClaimCode = Type.Object({
  code: Type.String({ pattern: '^[a-z2-7]{10}$', description: 'Written in the SMS as `c<code>`.' }),
  key: Type.String({ description: "Base64url HMAC-SHA256 key that signs this code's SMS report; kept on the phone." }),
})
export type SmsClaimCode = Static<typeof SmsClaimCode>

export const SmsClaimBody = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z2-7]{10}$' }),
    key: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The key given with the code: proves the phone holds it.',
    }),
  },
  { additionalProperties: false },
)
export type SmsClaimBody = Static<typeof SmsClaimBody>

export const SmsClaimResult = Type.Object({
  cases: Type.Array(
    Type.Object({
      caseId: Type.Integer(),
      reportId: Type.String({ format: 'uuid', description: "The report's id on the phone (its Idempotency-Key)." }),
    }),
    { description: "The case filed by SMS under the code, now this account's; empty when no SMS came." },
  ),
})
export type SmsClaimResult = Static<typeof SmsClaimResult>
