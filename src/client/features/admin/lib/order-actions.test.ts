import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, type OrderStatus } from '../../../../shared/contracts/orders';
import { orderStatusTone } from '../../../lib/status-tones';
import { orderActions } from './order-actions';

const actionsFor = (status: OrderStatus) =>
  orderActions({ status, allowedTransitions: [...ORDER_TRANSITIONS[status]] }).map((action) => [
    action.label,
    action.to,
    action.confirm,
  ]);

describe('orderActions', () => {
  it('offers Mark paid and Cancel for an unpaid cash-on-delivery order', () => {
    expect(actionsFor('pending_payment')).toEqual([
      ['Mark paid', 'processing', false],
      ['Cancel', 'cancelled', true],
    ]);
  });

  it('offers Send out for delivery and Cancel & refund for a paid order', () => {
    expect(actionsFor('processing')).toEqual([
      ['Send out for delivery', 'out_for_delivery', false],
      ['Cancel & refund', 'cancelled', true],
    ]);
  });

  it('offers Mark delivered and Cancel & refund for an order out for delivery', () => {
    expect(actionsFor('out_for_delivery')).toEqual([
      ['Mark delivered', 'completed', false],
      ['Cancel & refund', 'cancelled', true],
    ]);
  });

  it('offers Refund (return) for a delivered order, nothing for a cancelled or refunded one', () => {
    expect(actionsFor('completed')).toEqual([['Refund (return)', 'refunded', true]]);
    expect(actionsFor('cancelled')).toEqual([]);
    expect(actionsFor('refunded')).toEqual([]);
  });

  it('follows the moves the server allows, not the status alone', () => {
    expect(
      orderActions({ status: 'processing', allowedTransitions: ['cancelled'] }).map((a) => a.label),
    ).toEqual(['Cancel & refund']);
  });
});

describe('orderStatusTone', () => {
  it('is green when completed, blue when processing, pink otherwise', () => {
    expect(orderStatusTone('completed')).toBe('green');
    expect(orderStatusTone('processing')).toBe('blue');
    expect(orderStatusTone('pending_payment')).toBe('pink');
    expect(orderStatusTone('cancelled')).toBe('pink');
    expect(orderStatusTone('out_for_delivery')).toBe('pink');
  });
});
