export { WinnersBoard, type WinnerRow, type WinnersBoardProps } from './winners-board';
