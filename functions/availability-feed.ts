import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { liveWeek } from '../common/facts/weeks';
import { isLocale } from '../common/locales';
import { today } from './platform/clock';
import { dynamo } from './platform/clients';
import { tableName } from './platform/config';
import { publicCached, type ApiEvent, type ApiResult } from './platform/http';
import { unavailable } from './platform/unavailable';
import { renderFeed } from './weeks/ics';
import { published, weeksStore } from './weeks/weeks';

/**
 * GET /api/availability.ics[?lang=it]: every published season as an iCalendar feed calendar apps subscribe to,
 * from the same rows and with the same reading of lapsed options as GET /api/availability.
 */
async function handle(event: ApiEvent): Promise<ApiResult> {
  const lang = new URLSearchParams(event.rawQueryString ?? '').get('lang');
  const locale = isLocale(lang) ? lang : 'en';
  try {
    const { weeks } = published(await weeksStore(dynamo, tableName('weeks')).listAll());
    const day = today();
    const feedWeeks = weeks.map((week) => ({ ...liveWeek(week, day), updatedAt: week.updatedAt }));
    return publicCached(event, 'text/calendar; charset=utf-8', renderFeed(feedWeeks, locale));
  } catch (error) {
    return unavailable(error, locale, 'availability feed not read');
  }
}

export const handler = handlerFor({ env: [tables.weeks.envVar], origin: 'header' }, handle);
