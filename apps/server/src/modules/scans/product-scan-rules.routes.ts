import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { recordScope } from '../../platform/access';
import type { ProductScanRulesService } from './product-scan-rules.service';

/** The products contract's scan-rules calls, served here: this module owns the rules and applies them. */
export function productScanRulesRoutes(
  app: FastifyInstance,
  bind: Bind,
  rules: ProductScanRulesService,
): void {
  bind(app, contract.products.scanRules, ({ caller, params }) =>
    rules.read(recordScope(caller), params.id),
  );
  bind(app, contract.products.setScanRules, ({ caller, params, body }) =>
    rules.write(recordScope(caller), params.id, body),
  );
}
