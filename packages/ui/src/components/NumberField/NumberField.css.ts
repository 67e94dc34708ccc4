import { style } from '@vanilla-extract/css';

export const group = style({ paddingRight: '2px' });

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  justifyContent: 'center',
});

export const stepper = style({ minHeight: '1rem', height: '50%' });
