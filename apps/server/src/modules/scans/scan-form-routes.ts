import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ScanReportFormSchema } from '@veritag/domain';
import { ApiProblem } from '../../http/problem';
import type { ScansService } from './scans.service';
import { scanAssetBase as assetBase, type ScanPages } from './scan-pages';

/**
 * The scan page's forms as plain HTML posts, so they work without JavaScript: each answers
 * a page (the thanks, or the form again with the refusal beside its fields), never JSON.
 * Scoped to this plugin: only these routes read urlencoded bodies.
 */
export function scanFormRoutes(forms: FastifyInstance, scans: ScansService, pages: ScanPages) {
  forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  forms.post<{ Params: { token: string }; Body: Record<string, string> }>('/scan/:token/report', async (request, reply) => {
    const { token } = request.params;
    const action = `/scan/${token}/report`;
    const context = await scans.followUpOf(token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const values = request.body ?? {};
    const parsed = v.safeParse(ScanReportFormSchema, values);
    if (!parsed.success) {
      const errors = parsed.issues.map((issue) => ({ field: String(issue.path?.[0]?.key ?? ''), detail: issue.message }));
      return reply.code(400).send(pages.renderReportPage({ ...context, values, problem: { title: 'Check the marked fields', errors } }, { assetBase, action }));
    }
    try {
      await scans.report(token, parsed.output);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      return reply.code(error.status).send(pages.renderReportPage({ ...context, values, problem: { title: error.title } }, { assetBase, action }));
    }
    return reply.send(pages.renderReportThanksPage(context, { assetBase }));
  });
}
