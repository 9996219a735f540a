// Straight from their modules, not through the features' public.ts: the dashboard's layout uses
// those doors on every page, and these panels would come with them into everyone's first load.
import { EarningsCard } from '../../features/orders/EarningsCard';
import { StaffActivity } from '../../features/orders/StaffActivity';
import { YourClients } from '../../features/teams/YourClients';

/** A Production user's panels of the dashboard home: clients, assigned orders, earnings. */
export function ProductionHome() {
  return (
    <>
      <YourClients />
      <StaffActivity />
      <EarningsCard />
    </>
  );
}
