export { GameCard, type GameCardProps } from './game-card';
