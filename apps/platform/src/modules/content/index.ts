// The content module: announcements and the help centre. Depends on merchants.
// Other modules, app.ts and seed.ts import only what this file exports.

export { addAgentAnnouncement, agentAnnouncements } from './agent-announcements';
export { contentModule } from './content-module';
export { seedContent, seedWelcomeBanner } from './seed-content';
export { bannerImage, SEED_ART_PREFIX, type EveryLanguage } from './seed-images';
