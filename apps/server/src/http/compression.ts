import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the replies of the routes registered in `scope` (and its children) for clients
 * that accept it: brotli, else gzip, else deflate; bodies under 1 kB and types mime-db calls
 * incompressible (images, PDFs) go as they are. Registered per scope, not app-wide: the
 * console's API streams reports and files, which should go out unbuffered as written.
 * Request bodies are never decompressed here (no form of ours sends them compressed, and a
 * small compressed body is an easy way to make a server inflate a large one).
 */
export async function compressReplies(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    threshold: 1024,
    globalDecompression: false,
  });
}
