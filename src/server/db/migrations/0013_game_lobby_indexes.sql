DROP INDEX "games_kind_status_idx";--> statement-breakpoint
CREATE INDEX "game_players_game_idx" ON "game_players" USING btree ("game_id","joined_at");--> statement-breakpoint
CREATE INDEX "games_kind_status_created_idx" ON "games" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "games_kind_status_finished_idx" ON "games" USING btree ("kind","status","finished_at");