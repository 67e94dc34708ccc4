import * as v from 'valibot';

/** Reply of the smart bin upload: "filename and message" (spec 002 section 7). */
export const SmartBinUploadReplySchema = v.object({ fileName: v.string(), message: v.string() });
export type SmartBinUploadReply = v.InferOutput<typeof SmartBinUploadReplySchema>;
