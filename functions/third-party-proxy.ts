import { handlerFor } from './platform/lambda';
import { thirdParty } from '../common/facts/site';
import type { ApiEvent, ApiResult } from './platform/http';
import { proxyThirdParty } from './proxy/thirdPartyProxy';

/**
 * GET /__third-party-proxy?url=…: an allowed third party's JavaScript (or JSON) from the site's own
 * origin. Deployed behind CloudFront on a Lambda Function URL that only CloudFront may call (IAM auth,
 * origin access control); locally the site server calls this same handler.
 */
function handle(event: ApiEvent): Promise<ApiResult> {
  return proxyThirdParty(event, { allowedHosts: thirdParty.allowedHosts });
}

export const handler = handlerFor({ env: [], origin: 'iam' }, handle);
