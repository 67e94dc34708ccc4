import { FigureGrid, FigureTile } from '#app/kit/view/FigureTile';
import type { MainDashboardData } from './use-main-dashboard';

/**
 * The counts and totals, named by what the server counts (the spec's names of offers, campaign
 * history, dealers and badges read products with offers, print runs, business partners and end
 * users who earned points: decision 0288).
 */
export function DashboardCounts({
  counts,
  mayCountProducts,
}: Pick<MainDashboardData, 'counts' | 'mayCountProducts'>) {
  return (
    <FigureGrid label="Counts">
      {mayCountProducts && <FigureTile label="Products" state={counts.products} />}
      <FigureTile label="Products registered by end users" state={counts.registeredProducts} />
      <FigureTile label="End users" state={counts.endUsers} />
      <FigureTile label="End users with points" state={counts.endUsersWithPoints} />
      <FigureTile label="Products with offers" state={counts.productsWithOffers} />
      <FigureTile label="Print runs" state={counts.printRuns} />
      <FigureTile label="Business partners" state={counts.businessPartners} />
      <FigureTile label="Loyalty points earned" state={counts.pointsEarned} />
      <FigureTile label="Points asked to redeem" state={counts.pointsToRedeem} />
    </FigureGrid>
  );
}
