import Foundation
import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

extension RunEngine {
    /// Starts a worker's process as `launch` describes, with a reader for its stream and a
    /// watcher for its exit; returns why it could not start, or nil.
    ///
    /// Descriptors: the stream is a pipe whose write end goes to descriptor 3 (the wire, or
    /// Swift Testing's event stream), or to stdout and stderr (the toolchain's console); a
    /// worker that awaits its configuration reads it from another pipe, on descriptor 4.
    func start(_ launch: WorkerLaunch) -> String? {
        let pipe: (read: Int32, write: Int32)
        var configurationPipe: (read: Int32, write: Int32)?
        do {
            pipe = try WorkerSpawner.makePipe()
            if launch.awaitsConfiguration {
                do {
                    configurationPipe = try WorkerSpawner.makePipe()
                } catch {
                    close(pipe.read)
                    close(pipe.write)
                    throw error
                }
            }
        } catch {
            return "\(error)"
        }
        func destination(_ output: WorkerLaunch.Output) -> WorkerSpawner.Destination {
            switch output {
            case .inherit: .inherit
            case .file(let path): .file(path)
            case .stream: .descriptor(pipe.write)
            }
        }
        let readsConsole = launch.reading == .console
        let request = WorkerSpawner.Request(
            executable: launch.executable, arguments: launch.arguments, environment: launch.environment,
            workingDirectory: workingDirectory, standardOutput: destination(launch.standardOutput),
            standardError: destination(launch.standardError),
            extraDescriptors: (readsConsole ? [] : [(pipe.write, WorkerLaunch.wireDescriptor)])
                + (configurationPipe.map { [($0.read, WorkerLaunch.configurationDescriptor)] } ?? []))
        let pid: pid_t
        do {
            pid = try WorkerSpawner.spawn(request)
        } catch {
            for descriptor in [pipe.read, pipe.write, configurationPipe?.read, configurationPipe?.write] {
                if let descriptor { close(descriptor) }
            }
            return "\(error)"
        }
        close(pipe.write)
        if let configurationPipe {
            close(configurationPipe.read)
            configurationPipes[launch.worker] = configurationPipe.write
        }
        processGroups[launch.worker] = pid
        read(pipe.read, of: launch)
        watchExit(of: pid, worker: launch.worker)
        return nil
    }

    /// Posts each line of the worker's stream as the input it stands for, then its end.
    private func read(_ stream: Int32, of launch: WorkerLaunch) {
        let inputs = self.inputs
        let number = launch.worker
        let onEnd: @Sendable () -> Void = { inputs.post(.streamEnded(worker: number)) }
        switch launch.reading {
        case .console:
            LineReader.start(
                descriptor: stream, onLine: { inputs.post(.consoleLine(worker: number, line: String($0))) },
                onEnd: onEnd)
        case .wire:
            LineReader.start(
                descriptor: stream,
                onLine: { line in
                    guard !line.isEmpty else { return }
                    do {
                        inputs.post(.wire(worker: number, event: try WireLineDecoder.decode(line)))
                    } catch {
                        inputs.post(.undecodable(worker: number, line: String(line), reason: "\(error)"))
                    }
                }, onEnd: onEnd)
        case .swiftTesting(let bundle, let outputPath):
            let translator = SwiftTestingTranslator(
                bundle: plan.bundles[bundle].name, tests: swiftTestingStreamIDs[bundle] ?? [:], outputPath: outputPath)
            LineReader.start(
                descriptor: stream,
                onLine: { line in
                    // An empty line is output when stdout shares the pipe.
                    guard !line.isEmpty || outputPath != nil else { return }
                    do {
                        for event in try translator.translate(line: Data(line.utf8)) {
                            inputs.post(.wire(worker: number, event: event))
                        }
                        for streamID in translator.takeUnlisted() {
                            inputs.post(.unlistedTest(worker: number, streamID: streamID))
                        }
                    } catch {
                        inputs.post(.undecodable(worker: number, line: String(line), reason: "\(error)"))
                    }
                },
                onEnd: {
                    // A crash inside a parameterized function: which cases ended, which one it was in.
                    if let cases = translator.unfinishedCases() {
                        inputs.post(.unfinishedCases(worker: number, ended: cases.ended, running: cases.running))
                    }
                    onEnd()
                })
        }
    }

    /// Waits for the worker's process on a thread of its own and posts its wait status.
    private func watchExit(of pid: pid_t, worker number: Int) {
        let inputs = self.inputs
        let thread = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            inputs.post(.exited(worker: number, status: status))
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }
}
