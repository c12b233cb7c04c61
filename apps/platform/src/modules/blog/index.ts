// The blog module's door: app.ts, seed.ts and the operator module import only what is here.
export { blogModule } from './blog-module';
export { seedBlog } from './seed-blog';
export { blogOpsRoutes } from './ops/blog-ops-routes';
