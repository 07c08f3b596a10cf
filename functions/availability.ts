import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { today } from './platform/clock';
import { dynamo } from './platform/clients';
import { tableName } from './platform/config';
import { publicCached, requestLocale, type ApiEvent, type ApiResult } from './platform/http';
import { unavailable } from './platform/unavailable';
import { publicAvailability } from './weeks/publicView';
import { weeksStore } from './weeks/weeks';

/**
 * GET /api/availability: every published season and its weeks with its status as it reads today (a lapsed
 * option is available), from the live table. Public and shared, so cached a minute at the edge.
 */
async function handle(event: ApiEvent): Promise<ApiResult> {
  try {
    const stored = await weeksStore(dynamo, tableName('weeks')).listAll();
    const body = JSON.stringify(publicAvailability(stored, today()));
    return publicCached(event, 'application/json; charset=utf-8', body);
  } catch (error) {
    return unavailable(error, requestLocale(event), 'availability not read');
  }
}

export const handler = handlerFor({ env: [tables.weeks.envVar], origin: 'header' }, handle);
