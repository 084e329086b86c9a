// The public pages written as HTML at build time (vite-plugins/prerender.plugin.ts), each with the
// route module whose chunks the page preloads. The paths are those of router.tsx.
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/routes/landing/landing.route.tsx' },
  { path: '/Signup', module: 'src/routes/accounts/signup.route.tsx' },
  { path: '/subscriptionList', module: 'src/routes/subscriptions/subscription-list.route.tsx' },
  { path: '/SelectTemplate', module: 'src/routes/builder/select-template.route.tsx' },
  { path: '/Terms', module: 'src/routes/static/terms.route.tsx' },
  { path: '/Policy', module: 'src/routes/static/policy.route.tsx' },
  { path: '/AboutUs', module: 'src/routes/static/about-us.route.tsx' },
  { path: '/CookiePolicy', module: 'src/routes/static/cookie-policy.route.tsx' },
  { path: '/ContactUs', module: 'src/routes/static/contact-us.route.tsx' },
] as const;
