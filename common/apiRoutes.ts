/**
 * Every `/api/*` route, declared once: the local server (server/api.ts) mounts each on the handler module
 * `functions/<handler>.ts`, the CDK (infra/) deploys the same paths and methods, and the site and the mails
 * link to the paths. A route added here and not mounted or deployed is a type error in both.
 */
export const apiRoutes = {
  availability: { path: '/api/availability', methods: ['GET'], handler: 'availability' },
  availabilityFeed: { path: '/api/availability.ics', methods: ['GET'], handler: 'availability-feed' },
  joinRequests: { path: '/api/join-requests', methods: ['POST'], handler: 'join-requests' },
  newsletterSubscriptions: {
    path: '/api/newsletter-subscriptions',
    methods: ['POST'],
    handler: 'newsletter-subscriptions',
  },
  newsletterConfirm: { path: '/api/newsletter/confirm', methods: ['POST'], handler: 'newsletter-confirm' },
  newsletterUnsubscribe: {
    path: '/api/newsletter/unsubscribe',
    methods: ['GET', 'POST'],
    handler: 'newsletter-unsubscribe',
  },
  ownerActions: { path: '/api/owner-actions', methods: ['GET', 'HEAD', 'POST'], handler: 'owner-actions' },
} as const satisfies Record<
  string,
  { path: `/api/${string}`; methods: readonly ('GET' | 'HEAD' | 'POST')[]; handler: string }
>;

export type ApiRouteName = keyof typeof apiRoutes;

/** The path pattern of the API on the site's distribution (same origin: no CORS for the site itself). */
export const apiPathPattern = '/api/*';
