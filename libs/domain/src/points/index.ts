export {
  convertPoints,
  pointsFor,
  POINTS_SOURCE_OF_GAME_TYPE,
  rebateCategoryOf,
  type ConvertRate,
} from './points-rules';
