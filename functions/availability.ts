import { tables } from '../common/tables';
import { handlerFor } from './commons/lambda';
import { today } from './commons/clock';
import { dynamo } from './commons/clients';
import { tableName } from './commons/config';
import {
  publicCached,
  refuseUnlessThroughCloudFront,
  requestLocale,
  type ApiEvent,
  type ApiResult,
} from './commons/http';
import { unavailable } from './commons/unavailable';
import { publicAvailability, weeksStore } from './domain/weeks';

/**
 * GET /api/availability: every published season and its weeks with its status as it reads today (a lapsed
 * option is available), from the live table. Public and shared, so cached a minute at the edge.
 */
async function handle(event: ApiEvent): Promise<ApiResult> {
  const refused = refuseUnlessThroughCloudFront(event);
  if (refused) return refused;
  try {
    const stored = await weeksStore(dynamo, tableName('weeks')).listAll();
    const body = JSON.stringify(publicAvailability(stored, today()));
    return publicCached(event, 'application/json; charset=utf-8', body);
  } catch (error) {
    return unavailable(error, requestLocale(event), 'availability not read');
  }
}

export const handler = handlerFor([tables.weeks.envVar], handle);
