// The feedback module (issue 12, spec §3, §5): a member's feedback with up to 3 images
// (`PUT /wps/feedback`), the operator's answer (which reaches the member as a message), and
// activity comments keyed by any promotion id, with their images.
// Other modules, app.ts and seed.ts import only what this file exports.

export type { FeedbackTable, ActivityCommentTable, UploadedImageTable } from './feedback-tables';
export { feedbackModule, type FeedbackDeps } from './feedback-routes';
export { feedbackOpsRoutes } from './ops/feedback-ops-routes';
