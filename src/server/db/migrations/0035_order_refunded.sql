-- Issue 37 item 6: a delivered order can be returned and refunded within the 30-day money-back
-- guarantee ('refunded').
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'processing', 'out_for_delivery', 'completed', 'cancelled', 'refunded'));
