import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { displayTextSchema } from './common';

const serverText = displayTextSchema(TEXT_LIMITS.message);

/**
 * Error envelope (shape from docs/architecture.md); success envelopes are unwrapped by hand. The
 * server's code and message reach the console and sometimes the screen: cut to 200 characters.
 */
export const errorEnvelopeSchema = v.object({
  status: v.literal('error'),
  error: v.optional(
    v.union([
      v.object({ code: v.optional(serverText), message: v.optional(serverText) }),
      serverText,
    ]),
  ),
  message: v.optional(serverText),
});
