package main

import (
	"os"
	"os/signal"
)

func notifyInterrupt(c chan os.Signal) { signal.Notify(c, os.Interrupt) }
func stopNotify(c chan os.Signal)      { signal.Stop(c) }
