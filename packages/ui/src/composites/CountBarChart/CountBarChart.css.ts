import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export { axis, empty, plot, root, svg, title } from '../chart-frame/chart-frame.css';

export const bar = style({ fill: vars.color.accent.default });
