import type { FastifyInstance } from 'fastify';
import { ScanReportFormSchema } from '@veritag/domain';
import { acceptHtmlForms, pageProblemOf, parseHtmlForm } from '../../http/html-forms';
import type { PublicClients } from '../public-limits';
import type { ScansService } from './scans.service';
import { pageLanguageOf } from './scan-language';
import { scanAssetBase as assetBase, type ScanPages } from './scan-pages';
import { shopperLanguagesOf } from './shopper-languages';

/**
 * The scan page's forms as plain HTML posts, so they work without JavaScript: each answers
 * a page (the thanks, or the form again with the refusal beside its fields), never JSON.
 */
export function scanFormRoutes(
  forms: FastifyInstance,
  scans: ScansService,
  pages: ScanPages,
  clientOf: PublicClients,
) {
  acceptHtmlForms(forms);

  forms.post<{ Params: { token: string }; Body: Record<string, string> }>(
    '/scan/:token/report',
    async (request, reply) => {
      const { token } = request.params;
      const action = `/scan/${token}/report`;
      const lang = pageLanguageOf(request);
      const context = await scans.followUpOf(token, shopperLanguagesOf(request));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const values = request.body ?? {};
      const parsed = parseHtmlForm(ScanReportFormSchema, values);
      if ('problem' in parsed)
        return reply
          .code(400)
          .send(
            pages.renderReportPage(
              { ...context, values, problem: parsed.problem },
              { assetBase, action, lang },
            ),
          );
      try {
        await scans.report(token, parsed.output, clientOf(request));
      } catch (error) {
        const { status, problem } = pageProblemOf(error, reply);
        return reply
          .code(status)
          .send(
            pages.renderReportPage({ ...context, values, problem }, { assetBase, action, lang }),
          );
      }
      return reply.send(pages.renderReportThanksPage(context, { assetBase, lang }));
    },
  );
}
