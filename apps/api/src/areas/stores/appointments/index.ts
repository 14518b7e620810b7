import { svgMaps } from '../../../integrations/maps';
import { createStoresRepo, createStoresService } from '../stores';
import type { ApiModule } from '../../types';
import { createAppointmentsRepo } from './repo';
import { appointmentsRoutes } from './routes';
import { createAppointmentsService } from './service';

export {
  createAppointmentsService,
  APPOINTMENT_NOT_FOUND_MESSAGE,
  COSIGNER_BOOKING_MESSAGE,
  type AppointmentsService,
} from './service';

export const appointmentsModule: ApiModule = async (app, { database, clock, loans }) => {
  const service = createAppointmentsService({
    repo: createAppointmentsRepo(database.db),
    stores: createStoresService({ repo: createStoresRepo(database.db), maps: svgMaps }),
    loans,
    clock,
  });
  await app.register(appointmentsRoutes, { service });
};
