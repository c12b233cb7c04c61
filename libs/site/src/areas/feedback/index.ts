// The feedback area: the feedback popup (spec §3, `PUT /wps/feedback`) and a promotion's activity
// comments, `PromotionComments` (lazy), which the promotion detail page places.
export { LazyFeedbackModal, LazyPromotionComments as PromotionComments } from './lazy-screens';
export type { PromotionCommentsProps } from './components/promotion-comments';
